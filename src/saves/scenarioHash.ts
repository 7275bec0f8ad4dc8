// A save's fingerprint of its scenario: a 53-bit hash (cyrb53) of the scenario's JSON with its keys
// sorted, so reformatting the file keeps it and any change to the scenario's data does not. A save
// whose scenario no longer matches the fingerprint it was written with was edited by hand: its
// actions were played on another scenario and are refused rather than replayed onto it.

/** The scenario as JSON text with every object's keys in order (arrays keep theirs). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record).sort().filter((k) => record[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53 (public domain, bryc): two multiplicative 32-bit lanes folded into 53 bits. */
export function cyrb53(text: string): number {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The fingerprint written into a save: 14 hex digits. */
export const scenarioHash = (scenario: unknown): string => cyrb53(canonical(scenario)).toString(16).padStart(14, '0');
