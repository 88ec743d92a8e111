import type { FlashSale } from '../../../api/types';
import type { Scope } from '../../../api/queries/catalog';
import { FlashSaleRow } from './FlashSaleRow';
import { ConditionsRow } from './ConditionsRow';

/**
 * The home's discovery rows behind one lazy import (one chunk request and one entry in /home's first load):
 * the running flash sale, else pharmacy's common conditions.
 */
export default function HomeRow(props: { sale: FlashSale } | { scope: Scope }) {
  return 'sale' in props ? <FlashSaleRow sale={props.sale} /> : <ConditionsRow scope={props.scope} />;
}
