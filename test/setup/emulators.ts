// Global setup: filled in with the emulator lifecycle by the platform work.
export default async function setup(): Promise<void> {}
