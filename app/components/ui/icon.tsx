import {
  Archive, Award, BadgeCheck, Bell, BookOpen, Bot, Boxes, Brain, Building2, Calculator, Calendar, Camera, ChartBar,
  ChartLine, ChartPie, ClipboardCheck, Clock, Cloud, Code, Cpu, CreditCard, Database, DollarSign, Eye, FileLock, FileText,
  Filter, Fingerprint, Gauge, Gift, Globe, GraduationCap, Handshake, Headphones, HeartPulse, Home, Image, KeyRound,
  Languages, Layers, LayoutDashboard, Lightbulb, Link, Lock, type LucideIcon, Mail, Medal, Megaphone, MessageSquare,
  Package, PenTool, Percent, Phone, Plane, Plug, Receipt, RefreshCw, Repeat, Rocket, Scale, ScanLine, Search, Server,
  Settings, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Store, Tags, Target, TrendingUp, Trophy, Truck,
  UserCheck, Users, Warehouse, Workflow, Wrench, Zap,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  Archive, Award, BadgeCheck, Bell, BookOpen, Bot, Boxes, Brain, Building2, Calculator, Calendar, Camera, ChartBar,
  ChartLine, ChartPie, ClipboardCheck, Clock, Cloud, Code, Cpu, CreditCard, Database, DollarSign, Eye, FileLock, FileText,
  Filter, Fingerprint, Gauge, Gift, Globe, GraduationCap, Handshake, Headphones, HeartPulse, Home, Image, KeyRound,
  Languages, Layers, LayoutDashboard, Lightbulb, Link, Lock, Mail, Medal, Megaphone, MessageSquare, Package, PenTool,
  Percent, Phone, Plane, Plug, Receipt, RefreshCw, Repeat, Rocket, Scale, ScanLine, Search, Server, Settings, ShieldCheck,
  ShoppingCart, Smartphone, Sparkles, Star, Store, Tags, Target, TrendingUp, Trophy, Truck, UserCheck, Users, Warehouse,
  Workflow, Wrench, Zap,
};

/** A content icon by name; decorative (hidden from assistive technology). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden focusable="false" />;
}
