import { useState } from 'react';
import styled from 'styled-components';
import { pictureSrc } from '../api/picture-src';
import { PLACEHOLDER_PICTURE } from './placeholder-picture';

const Img = styled.img<{ $size: string }>`
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

export interface StaffAvatarProps {
  name: string;
  picture: string | null;
  size?: string;
}

/** A trainer's picture, or the placeholder when there is none or it cannot be loaded. */
export function StaffAvatar({ name, picture, size = '96px' }: StaffAvatarProps) {
  const src = pictureSrc(picture);
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : PLACEHOLDER_PICTURE;
  return (
    <Img $size={size} src={usable} alt={`Picture of ${name}`} onError={() => setFailed(src)} />
  );
}
