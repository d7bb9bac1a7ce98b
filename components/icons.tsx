import type { ReactNode } from 'react'
import type { serviceAreas } from '@/lib/shared/content/schemas'

// The site's pictures: inline SVG drawn in the text colour (currentColor), decorative, so hidden from screen readers.
// Each has its width and height in the markup, so the page reserves their space before the CSS arrives.

function Icon({ children, size = 24, className = 'icon' }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** The brand's mark: the outline of a bastion, a fort's five-pointed corner, seen from above. */
export function BastionMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 29 11.5 24 28H8L3 11.5Z" fill="currentColor" />
      <path d="M16 8.5 23 13.6 20.3 23h-8.6L9 13.6Z" fill="none" stroke="var(--mark-inner)" strokeWidth="2" />
    </svg>
  )
}

const areaIcons: Record<(typeof serviceAreas)[number], ReactNode> = {
  // A shield with a keyhole: security.
  sap: (
    <>
      <path d="M12 3 19 6v5.5c0 4.3-2.9 7.9-7 9.5-4.1-1.6-7-5.2-7-9.5V6Z" />
      <circle cx="12" cy="10.5" r="1.8" />
      <path d="M12 12.3V15.5" />
    </>
  ),
  // Three connected steps: a process that runs by itself.
  automation: (
    <>
      <rect x="3" y="4" width="6" height="5" rx="1" />
      <rect x="15" y="4" width="6" height="5" rx="1" />
      <rect x="9" y="15" width="6" height="5" rx="1" />
      <path d="M9 6.5h6M18 9v3.5h-6V15M6 9v3.5h6" />
    </>
  ),
  // Angle brackets around a slash: code.
  'custom-dev': (
    <>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
    </>
  ),
  // A compass needle: advice and direction.
  advisory: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5Z" />
    </>
  ),
}

export function AreaIcon({ area, size }: { area: keyof typeof areaIcons; size?: number }) {
  return <Icon size={size}>{areaIcons[area]}</Icon>
}

export function CheckIcon() {
  return (
    <Icon size={20} className="icon icon-check">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  )
}

export function ArrowIcon() {
  return (
    <Icon size={18} className="icon icon-arrow">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  )
}

/** The home page's picture: a landscape of systems inside the bastion's outline, in two tones of the text colour. */
export function BastionMotif() {
  const nodes: [number, number][] = [
    [120, 92],
    [200, 70],
    [280, 92],
    [96, 170],
    [176, 150],
    [248, 170],
    [312, 160],
    [140, 240],
    [220, 228],
    [290, 248],
    [200, 306],
  ]
  const links: [number, number][] = [
    [0, 1],
    [1, 2],
    [0, 3],
    [0, 4],
    [1, 4],
    [2, 5],
    [2, 6],
    [3, 7],
    [4, 5],
    [4, 8],
    [5, 6],
    [5, 9],
    [7, 8],
    [8, 9],
    [8, 10],
    [7, 10],
    [9, 10],
  ]
  return (
    <svg className="motif" width="400" height="380" viewBox="0 0 400 380" aria-hidden="true" focusable="false">
      <path className="motif-wall" d="M200 12 388 148 318 368H82L12 148Z" />
      <path className="motif-wall motif-inner" d="M200 52 348 158 294 332H106L52 158Z" />
      <g className="motif-links">
        {links.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={nodes[a]![0]} y1={nodes[a]![1]} x2={nodes[b]![0]} y2={nodes[b]![1]} />
        ))}
      </g>
      <g className="motif-nodes">
        {nodes.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={i === 4 ? 11 : 6} className={i === 4 ? 'motif-core' : undefined} />
        ))}
      </g>
    </svg>
  )
}
