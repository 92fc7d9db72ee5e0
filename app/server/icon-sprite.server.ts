import {
  Archive,
  ArrowUp,
  Award,
  BadgeCheck,
  Bell,
  BookOpen,
  Bot,
  Boxes,
  Brain,
  Building2,
  Calculator,
  Calendar,
  Camera,
  ChartBar,
  ChartLine,
  ChartPie,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ClipboardCheck,
  Clock,
  Cloud,
  Code,
  Cpu,
  CreditCard,
  Database,
  DollarSign,
  Eye,
  FileLock,
  FileText,
  Filter,
  Fingerprint,
  Gauge,
  Gift,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  HeartPulse,
  Home,
  Image,
  KeyRound,
  Languages,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Link,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  Medal,
  Megaphone,
  Menu,
  MessageSquare,
  Package,
  PenTool,
  Percent,
  Phone,
  Plane,
  Plug,
  Receipt,
  RefreshCw,
  Repeat,
  Rocket,
  Scale,
  ScanLine,
  Search,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Store,
  Tags,
  Target,
  TrendingUp,
  Trophy,
  Truck,
  UserCheck,
  Users,
  Warehouse,
  Workflow,
  Wrench,
  Zap,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type IconName, iconNames } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  ArrowUp,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  MapPin,
  Menu,
  Archive,
  Award,
  BadgeCheck,
  Bell,
  BookOpen,
  Bot,
  Boxes,
  Brain,
  Building2,
  Calculator,
  Calendar,
  Camera,
  ChartBar,
  ChartLine,
  ChartPie,
  ClipboardCheck,
  Clock,
  Cloud,
  Code,
  Cpu,
  CreditCard,
  Database,
  DollarSign,
  Eye,
  FileLock,
  FileText,
  Filter,
  Fingerprint,
  Gauge,
  Gift,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  HeartPulse,
  Home,
  Image,
  KeyRound,
  Languages,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Link,
  Lock,
  Mail,
  Medal,
  Megaphone,
  MessageSquare,
  Package,
  PenTool,
  Percent,
  Phone,
  Plane,
  Plug,
  Receipt,
  RefreshCw,
  Repeat,
  Rocket,
  Scale,
  ScanLine,
  Search,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Store,
  Tags,
  Target,
  TrendingUp,
  Trophy,
  Truck,
  UserCheck,
  Users,
  Warehouse,
  Workflow,
  Wrench,
  Zap,
};

/**
 * Every content icon as a <symbol> in one SVG sprite, drawn from the same lucide-react icons the
 * app depends on. Pages reference them with <use>, so icons cost no JavaScript and little HTML.
 */
function buildSprite() {
  const symbols = iconNames.map((name: IconName) => {
    const markup = renderToStaticMarkup(createElement(icons[name]));
    const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
    // lucide's stroke style lives on each symbol, which its paths inherit, so the pages' <svg><use>
    // wrappers need no attributes beyond a class.
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}${AWARD_ROSETTE}</svg>`;
}

// A 20-point rosette around (40, 38), computed once.
const ROSETTE = Array.from({ length: 40 }, (_, i) => {
  const angle = (Math.PI * 2 * i) / 40 - Math.PI / 2;
  const r = i % 2 === 0 ? 36 : 32;
  return `${(40 + r * Math.cos(angle)).toFixed(2)},${(38 + r * Math.sin(angle)).toFixed(2)}`;
}).join(" ");

/**
 * The award badge's drawing (app/components/sections/award-badge.tsx): a rosette with two
 * ribbons, coloured by the <use> element's --badge-light and --badge-deep, which custom
 * properties carry into the sprite's shadow tree. One copy here instead of one per card.
 */
const AWARD_ROSETTE = `<symbol id="award-rosette" viewBox="0 0 80 100"><polygon points="22,60 36,66 30,98 22,88 12,92" fill="var(--badge-deep)"/><polygon points="58,60 44,66 50,98 58,88 68,92" fill="var(--badge-deep)"/><polygon points="${ROSETTE}" fill="var(--badge-light)"/><circle cx="40" cy="38" r="26" fill="var(--badge-deep)"/><circle cx="40" cy="38" r="22" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="2 3"/></symbol>`;

let sprite: string | undefined;
export function iconSprite() {
  sprite ??= buildSprite();
  return sprite;
}
