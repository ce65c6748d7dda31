import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The child process of bare-node.ts: Node's `http` with no framework, answering each saved path with
 * the saved headers and bytes, `writeHead` with a prepared list and one `end`. It is the most any
 * Node server could do with the same answers on this machine. Arguments: the answers file, the port.
 */
interface SavedAnswerFile {
  path: string;
  headers: string[];
  body: string;
}

const [file = '', port = '0'] = process.argv.slice(2);
const answers = new Map(
  (JSON.parse(readFileSync(file, 'utf8')) as SavedAnswerFile[]).map((a) => [
    a.path,
    { headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);
createServer({ keepAliveTimeout: 75_000 }, (request, response) => {
  const answer = answers.get((request.url ?? '').replace(/\?.*$/, ''));
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
