// Runs a built entry point (argv[2]) in this process with the remaining arguments, then reports
// peak RSS on stderr as "maxRSS=<KiB>". Used by the bench scripts.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
const full = resolve(entry);
process.argv = [process.argv[0], full, ...args];
process.on('exit', () => process.stderr.write(`maxRSS=${process.resourceUsage().maxRSS}\n`));
await import(pathToFileURL(full).href);
