import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Archive, Award, BadgeCheck, Bell, BookOpen, Bot, Boxes, Brain, Building2, Calculator, Calendar, Camera, ChartBar,
  ChartLine, ChartPie, ClipboardCheck, Clock, Cloud, Code, Cpu, CreditCard, Database, DollarSign, Eye, FileLock, FileText,
  Filter, Fingerprint, Gauge, Gift, Globe, GraduationCap, Handshake, Headphones, HeartPulse, Home, Image, KeyRound,
  Languages, Layers, LayoutDashboard, Lightbulb, Link, Lock, type LucideIcon,
  Mail, Medal, Megaphone, MessageSquare,
  Package, PenTool, Percent, Phone, Plane, Plug, Receipt, RefreshCw, Repeat, Rocket, Scale, ScanLine, Search, Server,
  Settings, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Store, Tags, Target, TrendingUp, Trophy, Truck,
  UserCheck, Users, Warehouse, Workflow, Wrench, Zap,
} from "lucide-react";
import { type IconName, iconNames } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  Archive, Award, BadgeCheck, Bell, BookOpen, Bot, Boxes, Brain, Building2, Calculator, Calendar, Camera, ChartBar,
  ChartLine, ChartPie, ClipboardCheck, Clock, Cloud, Code, Cpu, CreditCard, Database, DollarSign, Eye, FileLock, FileText,
  Filter, Fingerprint, Gauge, Gift, Globe, GraduationCap, Handshake, Headphones, HeartPulse, Home, Image, KeyRound,
  Languages, Layers, LayoutDashboard, Lightbulb, Link, Lock, Mail, Medal, Megaphone, MessageSquare, Package, PenTool,
  Percent, Phone, Plane, Plug, Receipt, RefreshCw, Repeat, Rocket, Scale, ScanLine, Search, Server, Settings, ShieldCheck,
  ShoppingCart, Smartphone, Sparkles, Star, Store, Tags, Target, TrendingUp, Trophy, Truck, UserCheck, Users, Warehouse,
  Workflow, Wrench, Zap,
};

/**
 * Every content icon as a <symbol> in one SVG sprite, drawn from the same lucide-react icons the
 * app depends on. Pages reference them with <use>, so icons cost no JavaScript and little HTML.
 */
function buildSprite() {
  const symbols = iconNames.map((name: IconName) => {
    const markup = renderToStaticMarkup(createElement(icons[name]));
    const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

let sprite: string | undefined;
export function iconSprite() {
  sprite ??= buildSprite();
  return sprite;
}
