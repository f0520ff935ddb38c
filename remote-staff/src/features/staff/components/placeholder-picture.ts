import { colors } from '@spotter/shared';

// Inline, so a trainer without a picture costs no request and no asset in the federated bundle.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<rect width="96" height="96" fill="${colors.background}"/>
<circle cx="48" cy="38" r="18" fill="${colors.border}"/>
<path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="${colors.border}"/>
</svg>`;

/** docs/product/calls-and-messages.md §9: a missing trainer picture falls back to a placeholder image. */
export const PLACEHOLDER_PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
