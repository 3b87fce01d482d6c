import type { StatusWords } from './shape';

export const EN: StatusWords = {
  closed: ['closed', 'abandoned', 'retired', 'shut down', 'wound down'],
  archived: ['archived', 'archive', 'archiving'],
  done: ['done', 'finished', 'shipped', 'completed', 'released', 'launched', 'wrapped up', 'submitted', 'merged', 'ended', '✅'],
  paused: ['paused', 'pausing', 'on hold', 'shelved', 'parked', 'put aside', 'snoozed', 'snowed'],
  resumed: [
    'resumed', 'resume', 'resumes', 'resuming', 'reopened', 'reopen', 'reopens', 'reopening', 're-opened', 're-open', 'restarted', 'restart', 'restarting',
    'revived', 'revive', 'revives', 'back on', 'picked back up', 'picking back up', 'picking it back up', 'picked it back up', 'pick it back up', 'unpaused', 'unpause', 'un-paused',
  ],
  moved: ['moved to', 'moved into', 'moving to', 'relocated'],
  renamed: ['renamed', 'now called'],
  cancelled: ['cancelled', 'canceled', 'called off'],
  postponed: ['postponed', 'pushed back', 'put off'],
  waiting: ['waiting on', 'waiting for', 'blocked on', 'blocked by', 'pending review', 'pending reply', 'pending approval'],
  negators: ['not', 'not yet', 'nearly', 'almost', 'half', 'never', "isn't", "wasn't", "aren't", 'isnt', 'wasnt', 'arent'],
  notStates: [
    "i've done", "we've done", "you've done", "they've done", 'have done', 'has done', 'had done', 'ive done',
    'get stuff done', 'got stuff done', 'getting stuff done', 'get things done', 'getting things done', 'get it all done', 'got it all done',
    'get everything done', 'got everything done', 'get work done', 'getting work done',
    'well done', 'ended up', 'closed-minded', 'closed minded', 'closed door', 'closed doors', 'closed-door',
  ],
};
