/** The UI ↔ host API: contract (methods, events, schemas), the dispatcher, the client, the WebSocket envelopes. */
export * from './schemas.ts';
export * from './contract.ts';
export * from './errors.ts';
export { createDispatcher, checkEvent } from './dispatch.ts';
export type { Dispatcher } from './dispatch.ts';
export { createApiClient } from './client.ts';
export type { ApiChannel } from './client.ts';
export * from './wire.ts';
