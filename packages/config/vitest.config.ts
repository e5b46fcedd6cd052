import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@vivasalud/config/vitest';

export default defineConfig(vitestPreset);
