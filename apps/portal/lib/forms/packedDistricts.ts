/**
 * The districts as a page hands them to the browser (issue #33): by departamento, then provincia,
 * each district its code followed by its name (`150122Miraflores`). A form's spec goes into the
 * page's inline React payload as it is; as records (`id`, `nombre`, `provincia`, `departamento`
 * for each of the 1,874) the list weighed 160 kB there, on top of the selects' markup; packed, a
 * quarter of that. `packDistricts` (lib/forms/ubigeo.ts) packs them on the server; this module,
 * small and without dependencies, gives the records back in the browser.
 */

/** A district as the forms receive it: its 6-digit INEI code and the names of its places. */
export interface District {
  /** 6 digits: departamento (2), provincia (2), distrito (2), e.g. `150122`. */
  id: string;
  nombre: string;
  provincia: string;
  departamento: string;
}

export type PackedDistricts = readonly (readonly [
  departamento: string,
  provincias: readonly (readonly [provincia: string, distritos: readonly string[]])[],
])[];

/** A district's INEI code: 6 digits. */
const CODE_LENGTH = 6;

const unpacked = new WeakMap<PackedDistricts, District[]>();

/**
 * The districts of a packed list, in its order (Spanish order of departamento, provincia and name).
 * The same array for the same list, so that what is derived from it is computed once.
 */
export function unpackDistricts(packed: PackedDistricts): District[] {
  let districts = unpacked.get(packed);
  if (!districts) {
    districts = packed.flatMap(([departamento, provincias]) =>
      provincias.flatMap(([provincia, distritos]) =>
        distritos.map((entry) => ({
          id: entry.slice(0, CODE_LENGTH),
          nombre: entry.slice(CODE_LENGTH),
          provincia,
          departamento,
        })),
      ),
    );
    unpacked.set(packed, districts);
  }
  return districts;
}
