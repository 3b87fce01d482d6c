/** Rule logged-activity (src/core/extract/activity-log.ts): its examples are its table. */
import { LOGGED_ACTIVITY } from '../../src/core/extract/activity-log';

test.each(LOGGED_ACTIVITY.examples.map((e) => [e.input, e.expect]))('%s → %s', (input, expect_) => {
  expect(LOGGED_ACTIVITY.detect(input)).toBe(expect_);
});
