/**
 * The examples of rule logged-activity (activity-log.ts), its table test
 * (test/memory/activity-log.test.ts); the plugin bundle never imports this module.
 */
export const LOGGED_ACTIVITY_EXAMPLES: readonly { input: string; expect: string | null }[] = [
  { input: 'run 8 km, 49:50, 06:10. Heel ok, calves dead', expect: 'running' },
  { input: 'ran 20 min continuous!! 3.4 km, 6:05/km', expect: 'running' },
  { input: 'long run 11 km, 1:05:10', expect: 'running' },
  { input: 'walk-run #2: 8×(2/1), 25 min, heel quiet', expect: 'running' },
  { input: 'swam 1,500 m before work', expect: 'swimming' },
  { input: 'Rode 42 km along the coast', expect: 'cycling' },
  { input: 'bieg 10 km w lesie', expect: 'bieganie' },
  { input: 'running on my laptop. booking page works, confirmation email in ~4 s', expect: null },
  { input: 'the 150 was 11 min late (bus test run)', expect: null },
  { input: 'ran into Piotr at the shop', expect: null },
];
