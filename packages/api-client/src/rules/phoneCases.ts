/**
 * Phone numbers as buyers type them, and what the API keeps (`null`: refused). The client's tests and the
 * test that the client and the API agree read this one table.
 */
export const PHONE_CASES: readonly (readonly [input: string, kept: string | null])[] = [
  ['0712345678', '254712345678'],
  ['0112345678', '254112345678'],
  ['+254712345678', '254712345678'],
  ['254112345678', '254112345678'],
  [' 0712 345-678 ', '254712345678'],
  ['+254 712 345 678', '254712345678'],
  ['0712-345-678', '254712345678'],
  ['', null],
  ['0812345678', null],
  ['071234567', null],
  ['07123456789', null],
  ['+255712345678', null],
  ['712345678', null],
  ['phone', null],
  ['2540712345678', null],
  ['+0712345678', null],
  ['07l2345678', null],
  ['(0712) 345678', null],
];
