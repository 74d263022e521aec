/** What an account action tells its form: the message to show, and whether it worked. */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string };
