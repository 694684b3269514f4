/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
    }
    interface Result {
      requests: { average: number; total: number };
      non2xx: number;
    }
    interface Instance extends EventEmitter {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
      ): this;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export default autocannon;
}
