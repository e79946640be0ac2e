// Vitest setup file of the API project, run before each test file in the worker's shared modules.
import { freshSoldCountsForTestFile } from './helpers.ts';

freshSoldCountsForTestFile();
