import { describe, expect, it } from 'vitest';
import { luaString, postLoadArguments, postScript, REQUEST_MARKER } from './post-script.ts';

/** Reads a Lua string literal as Lua does for the escapes luaString writes: the bytes it stands for. */
function readLuaString(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
  const bytes: number[] = [];
  const body = literal.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') {
      bytes.push(Number(body.slice(i + 1, i + 4)));
      i += 3;
    } else {
      bytes.push(body.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('luaString', () => {
  it('keeps printable ASCII and escapes quotes, backslashes, control characters and UTF-8 bytes', () => {
    expect(luaString('{"a":1}')).toBe('"{\\034a\\034:1}"');
    expect(luaString('a\\b\n')).toBe('"a\\092b\\010"');
    expect(luaString('猪')).toBe('"\\231\\140\\170"');
  });

  it('always writes three digits, so a digit after an escape is not read into it', () => {
    expect(luaString('\n1')).toBe('"\\0101"');
    expect(readLuaString(luaString('\n1'))).toBe('\n1');
  });

  it('round-trips any text, Chinese and JSON escapes included', () => {
    const text = JSON.stringify({ subject: '采购 "回扣"\\', content: 'line\nbreak\t€ 😀' });
    expect(readLuaString(luaString(text))).toBe(text);
  });
});

describe('postScript', () => {
  const body = JSON.stringify({ subject: `举报 #${REQUEST_MARKER}`, content: '内容' });
  const script = postScript({ bodyTemplate: body, headers: { 'Content-Type': 'application/json', lang: 'zh' } });
  const literal = (name: string) => {
    const match = new RegExp(`^local ${name} = (".*")$`, 'm').exec(script);
    if (!match?.[1]) throw new Error(`no ${name} in the script`);
    return readLuaString(match[1]);
  };

  it('splits the body around the marker: each request puts "<thread>-<count>" there', () => {
    expect(literal('before')).toBe('{"subject":"举报 #');
    expect(literal('after')).toBe('","content":"内容"}');
    expect(script).toContain(
      'return wrk.format("POST", nil, headers, before .. (thread_number or 0) .. "-" .. sent .. after)',
    );
  });

  it('sends the JSON content type and the lang header on top of the headers given to wrk', () => {
    expect(script).toContain('for name, value in pairs(wrk.headers) do headers[name] = value end');
    expect(script).toContain('headers["content-type"] = "application/json"');
    expect(script).toContain('headers["lang"] = "zh"');
  });

  it('numbers the threads, so two threads never send the same subject', () => {
    expect(script).toMatch(/function setup\(thread\)\n {2}thread:set\("thread_number", threads_started\)/);
  });

  it('refuses a body without the marker, or with it twice', () => {
    expect(() => postScript({ bodyTemplate: '{}', headers: {} })).toThrow(/exactly once/);
    expect(() => postScript({ bodyTemplate: REQUEST_MARKER.repeat(2), headers: {} })).toThrow(/exactly once/);
  });
});

describe('postLoadArguments', () => {
  it('gives wrk its threads, connections, duration, the latency distribution, the script and the URL', () => {
    expect(
      postLoadArguments({
        url: 'http://127.0.0.1:9/api/save',
        scriptFile: '/tmp/x/post.lua',
        threads: 2,
        connections: 50,
        durationSeconds: 15,
      }),
    ).toEqual(['-t2', '-c50', '-d15s', '--latency', '-s', '/tmp/x/post.lua', 'http://127.0.0.1:9/api/save']);
  });
});
