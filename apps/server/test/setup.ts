import { failOnUndeclaredConsole } from './console.js';

// Every server test file (both engines): an undeclared console.error fails the test (issue #15).
failOnUndeclaredConsole(['error']);
