/** An error answer from a JSON-RPC server, keeping the server's `code` and `data`. */
export class JsonRpcError extends Error {
  override readonly name = 'JsonRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}
