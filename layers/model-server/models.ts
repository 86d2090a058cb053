/**
 * The modules whose models this container serves: import each module's model registration here
 * (the same `registerModel` calls the embedded backend relies on). infra/cdk/models.ts lists the
 * endpoint per model name.
 */
export {};
