/**
 * Unit of measure reconciliation after a product is chosen: the request's unit against the
 * catalogue's sales unit and pack size, with the conversion proposed to the reviewer. Independent
 * of how the product was found, so it lives beside the paths rather than in one of them.
 */

import { round } from './match-context';
import { canonicalUnit, extractPackSize, isPackUnit } from './normalise';
import type { IndexedProduct } from './search-index';
import type { ProposedConversion } from './types';

interface UnitResolution {
  required: boolean;
  /** Absent where a conversion is required but the pack size to propose it is unknown. */
  conversion?: ProposedConversion;
}

/**
 * Reconciles the requested unit with the catalogue's sales unit. Base units are pieces, metres,
 * kilograms, litres and pairs; a pack (box, roll, carton, set) holds `pack_size` base units.
 */
export function resolveUnit(
  quantity: number | null,
  unit: string | null | undefined,
  description: string,
  product: IndexedProduct,
): UnitResolution {
  const requested = canonicalUnit(unit ?? '');
  if (!requested || quantity === null || !(quantity > 0)) return { required: false };
  const catalogueUnit = product.canonicalUnit;
  const catalogueIsPack = isPackUnit(catalogueUnit) || product.packSize > 1;
  const requestIsPack = isPackUnit(requested);
  const requestPack = requestIsPack ? extractPackSize(`${unit ?? ''} ${description}`) : undefined;
  const build = (factor: number): UnitResolution => ({
    required: true,
    conversion: {
      from_unit: unit ?? requested,
      to_unit: product.unit,
      factor: round(factor),
      catalog_quantity: Math.max(1, Math.ceil(quantity * factor - 1e-9)),
    },
  });
  if (requested === catalogueUnit || (requested === 'pcs' && catalogueUnit === undefined)) {
    if (requestIsPack && requestPack !== undefined && requestPack !== product.packSize) {
      return build(requestPack / product.packSize);
    }
    if (!requestIsPack && product.packSize > 1) return build(1 / product.packSize);
    return { required: false };
  }
  if (!requestIsPack && catalogueIsPack) return build(1 / product.packSize);
  if (requestIsPack && !catalogueIsPack) {
    if (requestPack === undefined) return { required: true };
    return build(requestPack);
  }
  if (requestIsPack && catalogueIsPack) {
    if (requestPack === undefined) {
      // Box against pack: the words differ, the thing is the same.
      return { required: false };
    }
    return requestPack === product.packSize
      ? { required: false }
      : build(requestPack / product.packSize);
  }
  if (requested !== catalogueUnit && catalogueUnit !== undefined) {
    return { required: true };
  }
  return { required: false };
}
