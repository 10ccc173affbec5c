import { z } from 'zod';

/**
 * Readable defaults for schema rules that carry no message of their own, so a caller always learns
 * which field was wrong ("phone must be a string", "items is required"). Rules with the spec's own
 * messages keep them: a schema-level message takes precedence over this map.
 */
z.config({
  customError: (issue) => {
    const field = issue.path?.length ? issue.path.join('.') : 'value';
    if (issue.code === 'invalid_type') {
      return issue.input === undefined ? `${field} is required` : `${field} must be a ${issue.expected}`;
    }
    if (issue.code === 'unrecognized_keys') return undefined;
    if (issue.code === 'invalid_value' && 'values' in issue) {
      return `${field} must be one of: ${(issue.values as unknown[]).join(', ')}`;
    }
    return undefined;
  },
});
