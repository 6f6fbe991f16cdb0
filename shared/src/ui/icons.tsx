import type { ReactNode, SVGProps } from 'react';

/** Small stroke icons; decorative (aria-hidden): the control around them carries the name. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 16, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` (24×24 paths) in the common stroke style. */
function strokeIcon(name: string, shapes: ReactNode) {
  function StrokeIcon(props: IconProps) {
    return <Icon {...props}>{shapes}</Icon>;
  }
  StrokeIcon.displayName = name;
  return StrokeIcon;
}

export const SearchIcon = strokeIcon('SearchIcon', <><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);

export const CloseIcon = strokeIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);

export const CalendarIcon = strokeIcon('CalendarIcon', <><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M16 3v4M8 3v4M3 10h18" /></>);

export const ChevronLeftIcon = strokeIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = strokeIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

export const SortAscendingIcon = strokeIcon('SortAscendingIcon', <path d="M7 20V4M3 8l4-4 4 4M14 8h7M14 13h5M14 18h3" />);

export const SortDescendingIcon = strokeIcon('SortDescendingIcon', <path d="M7 4v16M3 16l4 4 4-4M14 6h3M14 11h5M14 16h7" />);

export const AlertIcon = strokeIcon('AlertIcon', <><circle cx="12" cy="12" r="9" /><path d="M12 8v5M12 16h.01" /></>);

export const InboxIcon = strokeIcon('InboxIcon', <><path d="M3 13h5l1.5 3h5L16 13h5" /><path d="M5 5h14l2 8v6H3v-6z" /></>);
