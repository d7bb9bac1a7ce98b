import { CheckIcon } from '@/components/icons'

/** A list whose items each start with a tick. */
export function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          {item}
        </li>
      ))}
    </ul>
  )
}
