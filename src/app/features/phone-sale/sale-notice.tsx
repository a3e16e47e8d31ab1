// What the last action came to, in staff words: a refusal (nothing found, a seat taken meanwhile),
// a booking, a release. Announced to screen readers; stays until the next action or Close.
import type { SaleNotice } from './use-phone-sale';

const STYLE: Record<SaleNotice['kind'], string> = {
  refused: 'notice notice-warning',
  booked: 'notice ps-booked',
  released: 'notice notice-info',
};

export function SaleNoticeView({
  notice,
  onClose,
}: {
  notice: SaleNotice | undefined;
  onClose: () => void;
}) {
  return (
    <div aria-live="polite" className="ps-notice-slot">
      {notice && (
        <div className={STYLE[notice.kind]} role={notice.kind === 'refused' ? 'alert' : 'status'}>
          <span title={'code' in notice && notice.code ? notice.code : undefined}>
            {notice.text}
          </span>
          <button type="button" className="button button-quiet button-small" onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}
