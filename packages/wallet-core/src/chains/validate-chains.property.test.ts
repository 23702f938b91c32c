import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { validateChains } from './validate-chains.ts';

const positiveId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** The same id written as a number, lower/upper-case hex or zero-padded hex. */
const idForm = (id: number) =>
  fc.constantFrom<string | number>(id, `0x${id.toString(16)}`, `0X${id.toString(16).toUpperCase()}`, `0x00${id.toString(16)}`);

const badId = fc.oneof(
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.double().filter((value) => !Number.isSafeInteger(value)),
  fc.string().filter((value) => !/^0x[0-9a-f]*[1-9a-f][0-9a-f]*$/i.test(value)),
  fc.constantFrom<unknown>(null, true, {}, [], '0x', '0x0'),
);

describe('validateChains properties', () => {
  it('keeps any set of distinct ids, normalised and in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(positiveId, { minLength: 1, maxLength: 8 }), (ids) => {
        const chains = validateChains(ids.map((id) => ({ id })));
        expect(chains.map((chain) => chain.id)).toEqual(ids.map((id) => `0x${id.toString(16)}`));
      }),
    );
  });

  it('refuses two chains whose ids are different forms of one value', () => {
    fc.assert(
      fc.property(
        positiveId.chain((id) => fc.tuple(fc.constant(id), idForm(id), idForm(id))),
        ([id, first, second]) => {
          const call = () => validateChains([{ id: first }, { id: second }]);
          expect(call).toThrow(ValidationError);
          expect(call).toThrow(`"chains[1].id" repeats the id 0x${id.toString(16)} of chains[0]`);
        },
      ),
    );
  });

  it('refuses a bad id anywhere in the list, naming its path', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(positiveId, { minLength: 0, maxLength: 5 }),
        fc.nat(),
        badId,
        (ids, at, id) => {
          const chains: { id: unknown }[] = ids.map((good) => ({ id: good }));
          const position = at % (chains.length + 1);
          chains.splice(position, 0, { id });
          try {
            validateChains(chains);
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
            expect((error as ValidationError).issues.map((issue) => issue.path)).toEqual([`chains[${position}].id`]);
            return;
          }
          throw new Error(`accepted bad id ${String(id)}`);
        },
      ),
    );
  });
});
