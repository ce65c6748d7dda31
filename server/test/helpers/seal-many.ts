// Seals `count` reports in a row, then prints "sealed": run in a child process with a small heap by
// crypto.test.ts, which times out a process that locks up instead of finishing.
import { generateKeyPair, publicKeyFrom, seal } from '../../src/integrity/crypto.ts';

const count = Number(process.argv[2] ?? '10000');
const to = publicKeyFrom(generateKeyPair().publicKey);
for (let i = 0; i < count; i++) seal(Buffer.from(`report ${i}`), to);
console.log('sealed');
