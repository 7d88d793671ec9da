// §2 hidden plain Button: drawn by ButtonComponent with its §3 defaults (variant primary, size l, left-aligned).
import ButtonComponent from '../ButtonComponent/Component'
import type { BlockData, BlockProps } from '../types'

/** The plain Button's data as a ButtonComponent that sets none of the extras. */
export function asButtonComponent(block: BlockData<'Button'>): BlockData<'ButtonComponent'> {
  return { ...block, blockType: 'ButtonComponent' }
}

export default function Button({ block, context }: BlockProps<'Button'>) {
  return <ButtonComponent block={asButtonComponent(block)} context={context} />
}
