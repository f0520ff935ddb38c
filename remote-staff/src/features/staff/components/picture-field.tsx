import styled from 'styled-components';
import { Field } from '@spotter/shared';
import { pictureSrc } from '../api/picture-src';
import { useObjectUrl } from './use-object-url';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Preview = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface PictureFieldProps {
  file: File | null;
  /** The picture already saved, shown until a new one is chosen. */
  current?: string | null;
  onChange: (file: File | null) => void;
}

/** docs/product/screens.md §5: image files only, with a preview. The server still checks the bytes. */
export function PictureField({ file, current = null, onChange }: PictureFieldProps) {
  const preview = useObjectUrl(file);
  const currentSrc = pictureSrc(current);
  return (
    <Field label="Profile Picture">
      {(aria) => (
        <Row>
          {preview && <Preview src={preview} alt="Preview of the new picture" />}
          {!preview && currentSrc && <Preview src={currentSrc} alt="Current picture" />}
          <input
            {...aria}
            name="profile_picture"
            type="file"
            accept="image/*"
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
        </Row>
      )}
    </Field>
  );
}
