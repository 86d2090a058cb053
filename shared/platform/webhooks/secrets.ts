export interface WebhookSecret {
  id: string;
  secret: string;
  created_at: string;
}

export interface WebhookSecretStore {
  create(tenantId: string, secret: WebhookSecret): Promise<void>;
  /** Active secrets, newest first. */
  listActive(tenantId: string): Promise<WebhookSecret[]>;
  /** False when no active secret has that id. */
  retire(tenantId: string, id: string): Promise<boolean>;
}
