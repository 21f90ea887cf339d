import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { initials } from './initials';

const Root = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${tokens.radius.pill};
  overflow: hidden;
  background: ${tokens.color.infoSurface};
  color: ${tokens.color.primary};
  /* Issue 35: the theme's stack (the Ethiopic face first) here too, so Amharic initials are drawn
     where the host page's font is not ours (the embed, a print of the card). */
  font-family: ${tokens.font.family};
  font-weight: ${tokens.font.weightBold};
  font-size: ${(p) => Math.round(p.$size * 0.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  /** Person's name: alt text and source of the fallback initials. */
  name: string;
  /** Photo URL; initials are shown when missing or when it fails to load. @default undefined */
  src?: string | null;
  /** Diameter in pixels. @default 40 */
  size?: number;
}

/** A round photo, falling back to initials. */
export function Avatar({ name, src, size = 40 }: AvatarProps) {
  // Remember which URL failed, so a new `src` gets its own try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Root
      $size={size}
      data-ui="avatar"
      data-fallback={!showImage || undefined}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : name}
    >
      {showImage ? (
        <img src={src ?? undefined} alt={name} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Root>
  );
}
