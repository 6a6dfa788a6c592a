// A Response whose body was read whole already: text(), json(), arrayBuffer() and blob() answer from that text, and
// no web stream is made unless someone asks for `body`. `new Response(text)` built a stream per Slack call and the
// client read it back: ~0.3 ms of CPU a kudos over its three Slack calls (bench/cpu-profile.ts).

export class ReadResponse extends Response {
  readonly #text: string;
  readonly #url: string;
  #stream: ReadableStream<Uint8Array> | null | undefined;

  /** `text` is '' for the statuses that carry no body (204, 205, 304). */
  constructor(text: string, init: ResponseInit, url: string) {
    super(null, init);
    this.#text = text;
    this.#url = url;
  }

  // The Response type declares its readers as fields, so a class cannot override them as methods: they go on the
  // prototype here (as fields they would be five closures made for every answer).
  static {
    const of = (self: unknown) => self as ReadResponse;
    Object.defineProperties(ReadResponse.prototype, {
      url: {
        get: function (this: unknown) {
          return of(this).#url;
        },
      },
      // Made only when asked for (nobody does in the app: the clients read text), from the same text.
      body: {
        get: function (this: unknown) {
          const r = of(this);
          if (r.#stream === undefined) r.#stream = r.#text === '' ? null : new Response(r.#text).body;
          return r.#stream;
        },
      },
      text: {
        value: async function (this: unknown) {
          return of(this).#text;
        },
      },
      json: {
        value: async function (this: unknown): Promise<unknown> {
          return JSON.parse(of(this).#text);
        },
      },
      arrayBuffer: {
        value: async function (this: unknown) {
          const bytes = new TextEncoder().encode(of(this).#text);
          return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
        },
      },
      blob: {
        value: async function (this: unknown) {
          const r = of(this);
          return new Blob([r.#text], { type: r.headers.get('content-type') ?? '' });
        },
      },
      clone: {
        value: function (this: unknown) {
          const r = of(this);
          return new ReadResponse(r.#text, { status: r.status, statusText: r.statusText, headers: new Headers(r.headers) }, r.#url);
        },
      },
    });
  }
}
