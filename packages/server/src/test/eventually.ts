/** Waits until `check` answers true (every 100 ms, up to 10 s): for work the server does on its own timers. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a condição não chegou a verificar-se');
}
