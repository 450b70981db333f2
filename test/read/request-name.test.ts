import { describe, expect, it } from 'vitest';
import { requestName, requestPath } from '../../src/read/request-name.js';

describe('request names of load-tool benchmarks', () => {
  it('drops scheme, user info, host and port, keeps path and query, drops the fragment', () => {
    expect(requestName('GET', 'http://127.0.0.1:41234/api')).toBe('GET /api');
    expect(requestName('GET', 'http://127.0.0.1:50123/api')).toBe('GET /api');
    expect(requestName('get', 'https://user:pw@example.test:8443/api/items?x=1&y=2#frag')).toBe('GET /api/items?x=1&y=2');
    expect(requestName('POST', 'http://[::1]:8080/submit')).toBe('POST /submit');
    expect(requestName('GET', 'http://localhost:8081')).toBe('GET /');
    expect(requestName('GET', 'http://localhost:8081?q=1')).toBe('GET /?q=1');
    expect(requestName('GET', '//cdn.test/x')).toBe('GET /x');
  });

  it('leaves text that is not a URL as it is, and the method out when there is none', () => {
    expect(requestPath('  /already/a/path ')).toBe('/already/a/path');
    expect(requestPath('helloworld.Greeter.SayHello')).toBe('helloworld.Greeter.SayHello');
    expect(requestName('', 'http://h:1/a')).toBe('/a');
  });
});
