import { useCallback, useRef } from 'react';

/**
 * The check-in panel's Member box, for the desk's keyboard (docs/product/attendance.md §16): focused on
 * arrival, after each check-in and after each check-out. `area` goes on an element around the box
 * (the kit's combobox keeps its input to itself, as the modal finds its first field).
 */
export function useMemberBoxFocus() {
  const area = useRef<HTMLDivElement>(null);
  const focus = useCallback(() => {
    area.current?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
  }, []);
  return { area, focus };
}

export type MemberBoxFocus = ReturnType<typeof useMemberBoxFocus>;
