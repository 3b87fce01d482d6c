/** Rule logged-activity (src/core/extract/activity-log.ts): its examples (activity-log.examples.ts) are its table. */
import { LOGGED_ACTIVITY } from '../../src/core/extract/activity-log';
import { LOGGED_ACTIVITY_EXAMPLES } from '../../src/core/extract/activity-log.examples';

test.each(LOGGED_ACTIVITY_EXAMPLES.map((e) => [e.input, e.expect]))('%s → %s', (input, expect_) => {
  expect(LOGGED_ACTIVITY.detect(input)).toBe(expect_);
});
