// ─── Icons ───────────────────────────────────────────────────────────────────
// The product's icons, all from one set: Lucide (lucide-react, ISC), SVG drawn with currentColor,
// imported one by one so a bundle carries only the icons it shows (~0.3-0.5 KB each minified).
// Never emoji or dingbats: those render as empty boxes where no emoji font is installed (issue 19).
// Icons are decorative (Lucide sets aria-hidden); the control around them carries the name.
export {
  ArrowDown as IconArrowDown,
  ArrowLeft as IconArrowLeft,
  ArrowUp as IconArrowUp,
  ArrowUpDown as IconArrowUpDown,
  Bell as IconBell,
  Check as IconCheck,
  Hourglass as IconHourglass,
  ChevronDown as IconChevronDown,
  ChevronRight as IconChevronRight,
  LogOut as IconLogOut,
  Mail as IconMail,
  Menu as IconMenu,
  MessageCircle as IconChat,
  Paperclip as IconPaperclip,
  Plus as IconPlus,
  X as IconClose,
} from 'lucide-react';
