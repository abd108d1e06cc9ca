import type { nameMappingTable, opaqueKeyNames } from '@bk/contracts/common/name-mapping';

/**
 * The client type of a wire type, worked out by the same rules as `toPolish` (the contracts' name
 * mapping): a key of the table takes its Polish name, any other key goes from snake_case to camelCase,
 * recursively through objects and arrays. So a screen's types are the contract's zod types renamed,
 * never copied by hand: `type Offer = Polish<z.output<typeof offerSchema>>`.
 */
export type Polish<T> = T extends readonly (infer E)[]
  ? Polish<E>[]
  : T extends Date
    ? T
    : T extends object
      ? {
          // A record's `string` key stays as it is (its keys are data: '0', '1', ...).
          [K in keyof T as K extends string ? (string extends K ? K : PolishKey<K>) : K]: K extends OpaqueKey
            ? T[K]
            : Polish<T[K]>;
        }
      : T;

type Entry = (typeof nameMappingTable)[number];

/** `errors`, `permissions_flags` and `payload`: data whose keys are not field names (kept as they come). */
type OpaqueKey = (typeof opaqueKeyNames)[number];

type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer C}${infer Rest}`
  ? `${Head}${Uppercase<C>}${SnakeToCamel<Rest>}`
  : S;

export type PolishKey<K extends string> = [Extract<Entry, { wire: K }>] extends [never]
  ? SnakeToCamel<K>
  : Extract<Entry, { wire: K }>['pl'];
