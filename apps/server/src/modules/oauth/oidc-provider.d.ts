// oidc-provider ships no types; this is the part the API tests' local issuer uses (test-issuer.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Handler = (req: IncomingMessage, res: ServerResponse) => void;

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): Handler;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; prompt: { name: string }; params: Record<string, unknown> }>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<void>;
    readonly Grant: new (props: { accountId: string; clientId: string }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
    readonly AccessToken: { find(token: string): Promise<{ accountId: string; scope?: string } | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default Provider;
}
