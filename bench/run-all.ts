// `npm run bench`: runs every benchmark and prints its numbers. Nothing here passes or fails on time.
import os from 'node:os';
import { benchServer } from './server';

console.log(`# Saverly benchmarks — node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
await benchServer();
