import { z } from 'zod';

// The message of an issue whose schema names none: zod's own ("Invalid input: expected array, received
// string", "Too big: expected array to have <=10 items") names neither the field nor what to send.
// Fields a person fills in have messages of their own (the spec's); these reach API clients that send
// a wrong shape, so they name the field as the API spells it.

type Issue = z.core.$ZodRawIssue;

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** `images[2]`, `settings.emailMessages`, or "The request body" for the whole of it. */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return 'The request body';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`)).join('');
}

const quantity = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

function sizeLimit(issue: Issue & { code: 'too_big' | 'too_small' }, field: string): string | undefined {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  const bound = big ? 'most' : 'least';
  switch (issue.origin) {
    case 'array':
    case 'set':
      return `${field} can have at ${bound} ${quantity(limit, 'item', 'items')}`;
    case 'string':
      return `${field} must be at ${bound} ${quantity(limit, 'character', 'characters')}`;
    case 'number':
    case 'int':
    case 'bigint':
      if (issue.inclusive === false) return `${field} must be ${big ? 'less' : 'greater'} than ${limit}`;
      return `${field} must be at ${bound} ${limit}`;
    default:
      return undefined;
  }
}

/** A plain message for the issue, or undefined for zod's own. */
export function plainIssueMessage(issue: Issue): string | undefined {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return KIND[issue.expected] ? `${field} must be ${KIND[issue.expected]}` : undefined;
    case 'too_big':
    case 'too_small':
      return sizeLimit(issue, field);
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${field} is not a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `${field} has unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

z.config({ customError: plainIssueMessage });
