import { vitestPreset } from '@vivasalud/config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(vitestPreset);
