import type { Scope } from '#contracts/auth';

export interface ClientRecord {
  clientId: string;
  tenantId: string;
  secretHash: string;
  scopes: Scope[];
}

export interface ApiKeyRecord {
  /** SHA-256 hex of the key; the key itself is never stored. */
  keyDigest: string;
  tenantId: string;
  scopes: Scope[];
  label: string;
}

export interface CredentialStore {
  getClient(clientId: string): Promise<ClientRecord | undefined>;
  putClient(record: ClientRecord): Promise<void>;
  getApiKey(keyDigest: string): Promise<ApiKeyRecord | undefined>;
  putApiKey(record: ApiKeyRecord): Promise<void>;
}

/** The authenticated caller. The tenant always comes from here, never from a payload. */
export interface Principal {
  tenantId: string;
  subject: string;
  scopes: Scope[];
  method: 'bearer' | 'api_key';
}
