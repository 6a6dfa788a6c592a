// A Response whose body was read whole already: text(), json(), arrayBuffer() and blob() answer from that text, and
// no web stream is made unless someone asks for `body`. `new Response(text)` built a stream per Slack call and the
// client read it back: ~0.3 ms of CPU a kudos over its three Slack calls (bench/cpu-profile.ts).

export class ReadResponse extends Response {
  readonly #text: string;

  /** `text` is '' for the statuses that carry no body (204, 205, 304). */
  constructor(text: string, init: ResponseInit, url: string) {
    super(null, init);
    this.#text = text;
    let stream: ReadableStream<Uint8Array> | null | undefined;
    Object.defineProperties(this, {
      url: { value: url },
      // Made only when asked for (nobody does in the app: the clients read text), from the same text.
      body: { get: () => (stream ??= this.#text === '' ? null : new Response(this.#text).body) },
    });
  }

  // Fields, as the Response type declares them: each answers from the text read already.
  override readonly text = async (): Promise<string> => this.#text;

  override readonly json = async (): Promise<unknown> => JSON.parse(this.#text) as unknown;

  override readonly arrayBuffer = async (): Promise<ArrayBuffer> => {
    const bytes = new TextEncoder().encode(this.#text);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };

  override readonly blob = async (): Promise<Blob> => new Blob([this.#text], { type: this.headers.get('content-type') ?? '' });

  override readonly clone = (): Response =>
    new ReadResponse(this.#text, { status: this.status, statusText: this.statusText, headers: new Headers(this.headers) }, this.url);
}
