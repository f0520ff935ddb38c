import { useId, type RefObject } from 'react';
import {
  ErrorState,
  Link,
  Loading,
  type NotificationList,
  useCan,
  usePopupPlacement,
} from '@spotter/shared';
import styled from 'styled-components';
import { enquiryUrl, memberUrl } from '../../search/search-options';

// Over the page (a portal), placed by the bell within the window.
const Panel = styled.section`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.layers.popup};
  width: min(360px, calc(100vw - 16px));
  max-height: min(480px, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface NotificationPanelProps {
  id: string;
  ref: RefObject<HTMLElement | null>;
  /** The bell: the list is placed by it, within the window. */
  anchor: RefObject<HTMLElement | null>;
  data: NotificationList | undefined;
  failed: boolean;
  onRetry: () => void;
  /** A member was chosen: the panel closes as the page changes. */
  onNavigate: () => void;
}

// The way to the whole queue, under the list.
const Footer = styled.p`
  && {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    font-weight: 600;
  }
`;

type ContentProps = Omit<NotificationPanelProps, 'id' | 'ref' | 'anchor'>;

function PanelContent({ data, failed, onRetry, onNavigate }: ContentProps) {
  const mayEdit = useCan('members.edit');
  const mayManageEnquiries = useCan('enquiries.manage');
  if (!data) {
    return failed ? (
      <ErrorState message="Notifications could not be loaded." onRetry={onRetry} />
    ) : (
      <Loading />
    );
  }
  if (data.total === 0) {
    return <p>Nothing needs attention: no reminder is due today.</p>;
  }
  const more = data.total - data.data.length;
  return (
    <>
      <List aria-label="Reminders due today">
        {data.data.map((item) => (
          <li key={item.task_id}>
            <Link
              to={
                item.enquiry_id !== null
                  ? enquiryUrl({ id: item.enquiry_id, name: item.name }, mayManageEnquiries)
                  : memberUrl({ id: item.member_id ?? 0, name: item.name }, mayEdit)
              }
              aria-label={`${item.name}, ${item.reason}`}
              onClick={onNavigate}
            >
              {item.name}
              <span>{item.reason}</span>
            </Link>
          </li>
        ))}
      </List>
      {more > 0 && <p>{`And ${more.toLocaleString('en-IN')} more not shown.`}</p>}
    </>
  );
}

/**
 * The bell's list: each reminder due today links to its member's page (an enquiry's follow-up to
 * the enquiry), with why it is due; those
 * who may work the queue (payments.record) have a link to it under the list.
 */
export function NotificationPanel({ id, ref, anchor, ...content }: NotificationPanelProps) {
  const headingId = useId();
  const mayWorkQueue = useCan('payments.record');
  usePopupPlacement(anchor, ref, true);
  return (
    <Panel ref={ref} id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications</h2>
      <PanelContent {...content} />
      {mayWorkQueue && (
        <Footer>
          <Link to="/reminders" onClick={content.onNavigate}>
            Open Reminders
          </Link>
        </Footer>
      )}
    </Panel>
  );
}
