/**
 * How long a test waits for something that should answer before it calls it a
 * hang. Reason: a timeout in a test may only catch a hang, never measure
 * speed. A contributor's laptop running a build beside the suite is many times
 * slower than an idle CI machine (on two cores at load 16 a 10 s test took
 * over 120 s), so every wait for an answer that will come — a loopback server,
 * a child process, a whole dream — uses this, and speed is measured by
 * `npm run bench`. Waits for an answer that must NOT come (a hanging server)
 * stay short on purpose: they end by the timeout either way.
 */
export const HANG_GUARD_MS = 10 * 60_000;
