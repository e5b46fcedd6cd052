import { defineConfig } from 'vitest/config';
import { vitestPreset } from './vitest.preset';

export default defineConfig(vitestPreset);
