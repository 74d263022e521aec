// Waits until a URL answers (any HTTP status), for up to ten minutes: a server that depends on
// another server's build starts only once that server is up.
const url = process.argv[2];
const deadline = Date.now() + 10 * 60_000;

while (Date.now() < deadline) {
  try {
    await fetch(url, { redirect: 'manual' });
    process.exit(0);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
console.error(`${url} did not answer within ten minutes`);
process.exit(1);
